// The oldest Node.js the project supports: 22.18 (Node 20 reached its end of life on 30 April 2026). better-sqlite3 13
// crashes on 22.13 and older, and the jest configuration needs the type stripping that 22.18 turns on by default.
const oldest = { major: 22, minor: 18 };

/** A one-line refusal when `version` (as in `process.versions.node`) is older than the oldest supported Node. */
export function unsupportedNodeMessage(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > oldest.major || (major === oldest.major && minor >= oldest.minor)) return null;
  return `Dentiqo 3D needs Node.js ${oldest.major}.${oldest.minor} or newer (24 LTS recommended); this is Node.js ${version}. Run \`source scripts/use-node-24.sh\` or install Node 24.`;
}

/** Stops the process before anything else loads when the running Node is too old. */
export function exitOnUnsupportedNode(): void {
  const message = unsupportedNodeMessage(process.versions.node);
  if (!message) return;
  console.error(message);
  process.exit(1);
}
