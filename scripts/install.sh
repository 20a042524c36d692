# Sourced by scripts/test-all.sh and scripts/demo.sh. better-sqlite3 is compiled here (no prebuilt binary is
# reachable): a minute and a half on one core. So `install_without_sqlite_driver` holds the packages' install
# scripts back, runs every other one and ours (the Prisma clients) at once, and `compile_sqlite_driver` is run
# beside what does not load the driver (the build).

install_without_sqlite_driver() {
  npm install --ignore-scripts --no-audit --no-fund --loglevel=error
  # shellcheck disable=SC2046 # one word per package
  npm rebuild $(node -e 'const { packages } = require("./package-lock.json");
    const names = Object.entries(packages).filter(([path, p]) => path && p.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, "")).filter((name) => name !== "better-sqlite3");
    console.log([...new Set(names)].join(" "));')
  npm run postinstall --silent
}

# Compiles the driver unless the one in node_modules already opens a database (an earlier install's).
compile_sqlite_driver() {
  if node -e 'new (require("better-sqlite3"))(":memory:").close()' 2>/dev/null; then
    echo "better-sqlite3 is already built"
    return
  fi
  JOBS=max npm rebuild better-sqlite3
}
