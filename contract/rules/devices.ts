/** Limits of the device slots both the cabinet's keys table and the desktop-app API enforce. */
export const deviceNameMaxLength = 100;
