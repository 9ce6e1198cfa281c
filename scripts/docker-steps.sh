#!/usr/bin/env bash
# The Dockerfile's steps, without Docker: on a clean copy of the committed tree,
# install, build, prune to production dependencies, assemble the runtime folder
# as the image does, start it with NODE_ENV=production as an unprivileged user,
# and check /healthz, a page, and a clean SIGTERM. NODE_BIN picks the Node binary
# (CI passes Node 24, the image's version).
set -euo pipefail
NODE_BIN=${NODE_BIN:-$(command -v node)}
NODE_DIR=$(dirname "$NODE_BIN")
export PATH="$NODE_DIR:$PATH"
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d /tmp/secretalia-image-XXXXXX)
# Never `kill 0` (an empty pid would signal this whole process group, CI included).
trap '[ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
echo "docker-steps: Node $("$NODE_BIN" --version), in $work"

# COPY . . — the committed tree, which is what the build context holds once .dockerignore applies.
mkdir -p "$work/build" "$work/app"
git -C "$repo" archive HEAD | tar -x -C "$work/build"
cd "$work/build"
npm ci --no-audit --no-fund --loglevel=error
npm run build
npm prune --omit=dev --loglevel=error

# The runtime stage.
cp -r package.json package-lock.json node_modules dist content "$work/app/"
mkdir -p "$work/app/data" "$work/bin"
# The image has Node in /usr/local/bin; here the binary may sit where the app user
# cannot reach it (under /root), so it gets a copy of its own.
cp "$NODE_BIN" "$work/bin/node"
chmod 755 "$work/bin" "$work/bin/node"
id -u secretalia >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin secretalia
chmod -R a+rX "$work/app"
chmod a+rx "$work"
chown -R secretalia "$work/app/data"

port=$("$NODE_BIN" -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cd "$work/app"
# setpriv execs (no wrapper process in between), so SIGTERM reaches Node itself, as in the container.
setpriv --reuid=secretalia --regid="$(id -g secretalia)" --init-groups env -i PATH="$work/bin:/usr/bin:/bin" HOME=/nonexistent NODE_ENV=production PORT="$port" \
  "$work/bin/node" dist/server/index.js > "$work/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; echo "docker-steps: the server exited"; exit 1; }
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$port/healthz"
echo
curl -fsS "http://127.0.0.1:$port/" | grep -q 'Gérez moins, soignez mieux' || { echo "docker-steps: home page incomplete"; exit 1; }
[ "$(stat -c %U "$work/app/data/pglite")" = secretalia ] || { echo "docker-steps: database not written by the app user"; exit 1; }
kill -TERM "$server_pid"
wait "$server_pid" && status=0 || status=$?
server_pid=
[ "$status" -eq 0 ] || { cat "$work/server.log"; echo "docker-steps: exit code $status after SIGTERM"; exit 1; }
echo "docker-steps: ok (installed, built, pruned, served /healthz and / as an unprivileged user, stopped cleanly)"
