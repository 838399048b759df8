/** One thing `ops doctor` found wrong, and what the operator should do about it. */
export interface Finding {
  /** Which check found it: database, migrations, mail, files or closures. */
  check: 'database' | 'migrations' | 'mail' | 'files' | 'closures';
  problem: string;
  fix: string;
}
