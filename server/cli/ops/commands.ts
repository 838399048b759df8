import { backup } from './backup';
import type { OpsCommand } from './command';
import { companiesList } from './companies-list';
import { companyClose } from './company-close';
import { companyClosureCancel } from './company-closure-cancel';
import { companyExport } from './company-export';
import { companyShow } from './company-show';
import { doctor } from './doctor';
import { housekeepingRun } from './housekeeping-run';
import { mailRetry } from './mail-retry';
import { ordersList } from './orders-list';
import { releaseAdd } from './release-add';
import { releaseList } from './release-list';
import { restore } from './restore';
import { sessionsRevoke } from './sessions-revoke';

export const opsCommands: readonly OpsCommand[] = [
  backup,
  restore,
  companiesList,
  companyShow,
  ordersList,
  mailRetry,
  sessionsRevoke,
  companyClose,
  companyClosureCancel,
  companyExport,
  housekeepingRun,
  releaseAdd,
  releaseList,
  doctor,
];

const indent = (text: string): string => text.replace(/^/gm, '      ');

export const usage = [
  'Operator commands (they use the same configuration as the server: DATABASE_URL, DATA_DIR, …).',
  ...opsCommands.map(
    (command) => `  npm run ops -- ${command.name} ${command.args}`.trimEnd() + `\n${indent(command.summary)}`,
  ),
].join('\n\n');
