/** One thing `ops doctor` found wrong, and what the operator should do about it. */
export interface Finding {
  /** Which check found it: database, migrations, mail or files. */
  check: 'database' | 'migrations' | 'mail' | 'files';
  problem: string;
  fix: string;
}
