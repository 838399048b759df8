/** The one token the stand-in patient platform of the browser tests accepts (started by start-server.ts). */
export const acceptedPlatformToken = 'e2e-platform-token-accepted';
