/** Local-storage key and HTTP header that carry the session token (product spec, section 9). */
export const authorizationKey = 'api-company-authorization';
