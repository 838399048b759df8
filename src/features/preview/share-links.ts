/** Where a patient can send the link: each messenger's own "share" address with the page URL encoded. */
export const shareChannels = ['telegram', 'whatsapp', 'viber', 'messenger'] as const;
export type ShareChannel = (typeof shareChannels)[number];

export const shareHref = (channel: ShareChannel, url: string, text: string): string => {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(`${text} ${url}`);
  switch (channel) {
    case 'telegram':
      return `https://t.me/share/url?url=${link}&text=${encodeURIComponent(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${message}`;
    case 'viber':
      return `viber://forward?text=${message}`;
    case 'messenger':
      return `fb-messenger://share/?link=${link}`;
  }
};

/** Web addresses open in a new tab; app schemes hand over to the installed app. */
export const opensInNewTab = (channel: ShareChannel): boolean => channel === 'telegram' || channel === 'whatsapp';
