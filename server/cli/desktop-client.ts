import { runDesktopClient } from './desktop-client/main';

// `npm run desktop-client -- <command> …`: see server/cli/desktop-client/main.ts for the commands.
void runDesktopClient(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
