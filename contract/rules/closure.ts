/** How long after the owner asks a company's account is erased; until then the closure can be cancelled. */
export const closureGraceDays = 30;
