import type { ContactAddresses } from '@contract/rules/client-config';

export type ContactChannel = keyof ContactAddresses;

export interface ContactLink {
  channel: ContactChannel;
  href: string;
}

/** The order the contact menu lists the channels in. */
export const contactChannels: readonly ContactChannel[] = ['email', 'telegram', 'whatsapp', 'viber', 'messenger'];

const hrefs: Record<ContactChannel, (address: string) => string> = {
  email: (address) => `mailto:${address}`,
  telegram: (name) => `https://t.me/${encodeURIComponent(name)}`,
  whatsapp: (digits) => `https://wa.me/${encodeURIComponent(digits)}`,
  // Viber wants the number with its plus sign, percent-encoded.
  viber: (digits) => `viber://chat?number=${encodeURIComponent(`+${digits}`)}`,
  messenger: (page) => `https://m.me/${encodeURIComponent(page)}`,
};

/** The links for every configured channel, in menu order; an unconfigured channel is left out. */
export const contactLinks = (contacts: ContactAddresses): ContactLink[] =>
  contactChannels.flatMap((channel) => {
    const address = contacts[channel];
    return address ? [{ channel, href: hrefs[channel](address) }] : [];
  });
