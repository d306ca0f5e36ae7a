# Puts the Node.js of .node-version first on PATH when the machine's own Node is older.
# Source it, don't run it:  source scripts/use-node-24.sh   (.ci/run does the same)
#
# The official Linux binary comes from the npm registry's node-linux-<arch> package (the only
# registry these machines reach), into a cache folder shared by every clone. The machine's npm
# keeps working: it runs on whichever node is first on PATH.

hh_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
hh_wanted="$(tr -d '[:space:]' < "$hh_root/.node-version")"
hh_have="$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)"

if [ "${hh_have%%.*}" -lt "${hh_wanted%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) hh_arch=x64 ;;
    aarch64 | arm64) hh_arch=arm64 ;;
    *) echo "use-node-24: no Node.js package for $(uname -m); install Node.js $hh_wanted yourself" >&2 ;;
  esac
  hh_home="${HIREHAND_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/hirehand/node}/$hh_wanted-$hh_arch"
  if [ -n "${hh_arch:-}" ] && [ ! -x "$hh_home/bin/node" ]; then
    echo "use-node-24: fetching node-linux-$hh_arch@$hh_wanted from the npm registry" >&2
    hh_tmp="$(mktemp -d)"
    if (cd "$hh_tmp" && npm pack --silent "node-linux-$hh_arch@$hh_wanted" >/dev/null) &&
      tar -xzf "$hh_tmp"/node-linux-*.tgz -C "$hh_tmp"; then
      mkdir -p "$(dirname "$hh_home")"
      rm -rf "$hh_home" && mv "$hh_tmp/package" "$hh_home"
    else
      echo "use-node-24: could not fetch Node.js $hh_wanted" >&2
    fi
    rm -rf "$hh_tmp"
  fi
  if [ -x "$hh_home/bin/node" ]; then
    export PATH="$hh_home/bin:$PATH"
    # Native addons build against this Node's headers, not the machine's.
    export npm_config_nodedir="$hh_home"
  fi
fi
unset hh_root hh_wanted hh_have hh_arch hh_home hh_tmp
