import sharp from 'sharp';

/** The demo clinic's logo: a white tooth on a teal disc, drawn as SVG (no text, so no font is needed). */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<circle cx="256" cy="256" r="248" fill="#0f766e"/>
<path fill="#ffffff" d="M256 150c-30-28-92-34-118 6-24 38-8 92 8 132 14 36 16 96 42 104 26 8 30-58 68-58s42 66 68 58
c26-8 28-68 42-104 16-40 32-94 8-132-26-40-88-34-118-6z"/>
<path fill="none" stroke="#99f6e4" stroke-width="14" stroke-linecap="round" d="M196 190c20-10 40-10 60 4"/>
</svg>`;

export const demoLogo = (): Promise<Buffer> => sharp(Buffer.from(logoSvg)).png().toBuffer();
