#!/usr/bin/env bash
# Proves that a production install runs from the built artifacts alone: copies what `NODE_ENV=production npm start`
# needs into a temporary folder, installs the production dependencies only (`npm ci --omit=dev`: no tsx, esbuild or
# webpack), starts it with a production configuration of throwaway secrets and waits for `/api/ready`.
# Run `npm run build` first. Usage: scripts/ci/production-smoke.sh [port] (default 4930).
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${1:-4930}

for artifact in dist/index.html dist-server/start.js; do
  [ -f "$artifact" ] || { echo "production-smoke: $artifact is missing; run \`npm run build\` first" >&2; exit 1; }
done

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2> /dev/null; then kill -KILL "$server" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

app="$work/app"
mkdir -p "$app/server/cli" "$work/data/keys/license"
# What start and the operator's tools read: their launchers, the bundles, the SPA, and the folders of texts the
# server reads at run time.
cp package.json package-lock.json "$app/"
cp server/cli/before-start.mjs server/cli/run-tool.mjs "$app/server/cli/"
cp -R dist dist-server content locales "$app/"

echo "production-smoke: npm ci --omit=dev in $app"
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
for tool in tsx esbuild webpack; do
  if [ -e "$app/node_modules/$tool" ]; then echo "production-smoke: $tool is installed without dev dependencies" >&2; exit 1; fi
done

# Node rather than curl and openssl, which a bare CI machine may lack.
node -e "const { generateKeyPairSync } = require('node:crypto');
  const { privateKey } = generateKeyPairSync('ed25519');
  require('node:fs').writeFileSync(process.argv[1], privateKey.export({ type: 'pkcs8', format: 'pem' }));" \
  "$work/data/keys/license/smoke.pem"
secret() { node -p "require('node:crypto').randomBytes($1).toString('$2')"; }
get() {
  node -e "fetch(process.argv[1]).then(async (response) => {
    if (!response.ok) process.exit(1);
    process.stdout.write(await response.text());
  }, () => process.exit(1));" "$1"
}
# The production checks refuse laptop defaults (server/config-production.ts): every value below is a throwaway.
production_env=(
  PATH="$PATH" HOME="${HOME:-/tmp}" NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data"
  PUBLIC_URL=https://dentiqo.example SMTP_URL=smtp://127.0.0.1:9 MAIL_FROM=no-reply@dentiqo.example
  PAYMENT_PROVIDER=stripe STRIPE_SECRET_KEY="sk_test_$(secret 12 hex)"
  STRIPE_WEBHOOK_SECRET="whsec_$(secret 12 hex)" ENCRYPTION_KEY="$(secret 32 base64)"
  LEGAL_ENTITY_NAME='Smoke Test Ltd' LEGAL_ADDRESS='1 Smoke Street' LEGAL_REGISTRATION_NUMBER='no. 1'
  LEGAL_CONTACT_EMAIL=legal@dentiqo.example LEGAL_GOVERNING_LAW='the law of Exampleland'
  LEGAL_DATA_CONTROLLER='Smoke Test Ltd, privacy@dentiqo.example'
)
log="$work/server.log"
(cd "$app" && exec env -i "${production_env[@]}" npm start) > "$log" 2>&1 &
server=$!

url="http://127.0.0.1:$port/api/ready"
for _ in $(seq 1 60); do
  if ! kill -0 "$server" 2> /dev/null; then
    echo "production-smoke: the server exited before it was ready:" >&2; cat "$log" >&2; exit 1
  fi
  if answer=$(get "$url"); then break; fi
  sleep 0.5
done
if [ -z "${answer:-}" ]; then echo "production-smoke: no answer from $url in 30 s:" >&2; cat "$log" >&2; exit 1; fi
echo "production-smoke: $url answered $answer"
for page in / /locales/en/common.json; do
  get "http://127.0.0.1:$port$page" > /dev/null || { echo "production-smoke: $page failed:" >&2; cat "$log" >&2; exit 1; }
done
if grep -qi 'building\|bundling' "$log"; then echo "production-smoke: start built something:" >&2; cat "$log" >&2; exit 1; fi

# The operator's tools run from their bundles too, on the database the server made.
(cd "$app" && env -i "${production_env[@]}" npm run --silent db:migrate) | grep -q 'already up to date' ||
  { echo "production-smoke: npm run db:migrate failed" >&2; exit 1; }
(cd "$app" && env -i "${production_env[@]}" npm run --silent ops -- companies:list) > /dev/null ||
  { echo "production-smoke: npm run ops failed" >&2; exit 1; }

kill -TERM "$server"
for _ in $(seq 1 20); do kill -0 "$server" 2> /dev/null || break; sleep 0.5; done
if kill -0 "$server" 2> /dev/null; then echo "production-smoke: the server did not stop on SIGTERM" >&2; exit 1; fi
echo "production-smoke: ok (the SPA and locales/ served, db:migrate and ops ran, stopped on SIGTERM)"
