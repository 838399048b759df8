# Puts Node.js 24 first on PATH for the current shell when the machine's Node is older: `source scripts/use-node-24.sh`.
# Node 24 comes from the npm registry (the node-linux-<arch> package of the version below, checked against the
# registry's integrity hash by npm) into ~/.cache, once; its headers are where node-gyp builds native modules against.
# Run it before `npm ci` / `npm install`, so anything an install builds is built for the Node that runs it.
DENTIQO_NODE_VERSION=24.21.0

dentiqo_use_node_24() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -ge 24 ]; then return 0; fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "scripts/use-node-24.sh: no Node ${DENTIQO_NODE_VERSION} package for $(uname -m); install Node 24 yourself" >&2; return 1 ;;
  esac
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/dentiqo/node-v${DENTIQO_NODE_VERSION}-linux-${arch}"
  if [ ! -x "$dir/bin/node" ]; then
    local staging
    staging=$(mktemp -d)
    (cd "$staging" && npm pack --silent "node-linux-${arch}@${DENTIQO_NODE_VERSION}" > /dev/null) || { rm -rf "$staging"; return 1; }
    mkdir -p "$dir"
    tar -xzf "$staging"/node-linux-*.tgz -C "$dir" --strip-components=1
    rm -rf "$staging"
  fi
  # npm finds its global npmrc next to the Node that runs it: keep the machine's (a CA file, a registry, a proxy).
  local globalconfig
  globalconfig=$(npm config get globalconfig 2>/dev/null || true)
  if [ -n "$globalconfig" ] && [ -f "$globalconfig" ]; then export npm_config_globalconfig="$globalconfig"; fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds against these headers instead of the machine's older ones (an npm `nodedir` setting, if any).
  export npm_config_nodedir="$dir"
  hash -r
}

dentiqo_use_node_24 && echo "Node $(node --version) from $(command -v node)"
