import { main } from '../main';

// The server from its TypeScript sources: `npm run dev` watches this file, and tests start it as a process. It is
// not server/main.ts itself, so that a bundle including main.ts does not start a server of its own.
void main();
