# Sourced by scripts/test-all.sh and scripts/demo.sh. better-sqlite3 is compiled here (no prebuilt binary is
# reachable): a minute and a half on one core, once per machine (kept in the user's cache, below). So
# `install_without_sqlite_driver` holds the packages' install scripts back, runs every other one and ours (the
# Prisma clients) at once, and `compile_sqlite_driver` is run beside what does not load the driver (the build).

install_without_sqlite_driver() {
  npm install --ignore-scripts --no-audit --no-fund --loglevel=error
  # shellcheck disable=SC2046 # one word per package
  npm rebuild $(node -e 'const { packages } = require("./package-lock.json");
    const names = Object.entries(packages).filter(([path, p]) => path && p.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, "")).filter((name) => name !== "better-sqlite3");
    console.log([...new Set(names)].join(" "));')
  npm run postinstall --silent
}

# Compiles the driver unless the one in node_modules already opens a database (an earlier install's). A compiled
# driver is kept in the user's cache (as npm keeps the packages it downloaded), named for the driver's version and
# the Node.js ABI and platform it was built for, and copied from there by the next clone on this machine instead
# of compiled again; one that does not open a database is compiled afresh. PBO_CACHE_DIR moves the cache.
compile_sqlite_driver() {
  if sqlite_driver_opens; then
    echo "better-sqlite3 is already built"
    return
  fi
  local key built cache
  key=$(node -p '`better-sqlite3-${require("better-sqlite3/package.json").version}-abi${process.versions.modules}-${process.platform}-${process.arch}.node`')
  built=node_modules/better-sqlite3/build/Release/better_sqlite3.node
  cache=${PBO_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/partner-back-office}
  if [[ -f "$cache/$key" ]]; then
    mkdir -p "$(dirname "$built")" && cp "$cache/$key" "$built"
    if sqlite_driver_opens; then
      echo "better-sqlite3 copied from $cache/$key"
      return
    fi
    rm -f "$built"
  fi
  JOBS=max npm rebuild better-sqlite3
  # A cache that cannot be written only costs the next clone a compile.
  { mkdir -p "$cache" && cp "$built" "$cache/$key.partial.$$" && mv "$cache/$key.partial.$$" "$cache/$key"; } 2>/dev/null ||
    echo "better-sqlite3 not kept in $cache: the next clone compiles it again" >&2
}

sqlite_driver_opens() {
  node -e 'new (require("better-sqlite3"))(":memory:").close()' 2>/dev/null
}
