# Secretalia's site. Three stages:
#   deps     the runtime dependencies alone (pglite, sharp: what esbuild cannot bundle),
#            keyed on package.json and the lock file, so a code change reuses them;
#   build    every dependency, then `npm run build` (server and commands bundled into dist/);
#   runtime  Debian slim, the Node binary of the same image (stripped), tini, pg_dump of the
#            Postgres image (POSTGRES_IMAGE), those dependencies, dist/ and the shipped
#            articles. No npm, yarn, corepack, sources or tests.
# No `# syntax=` line: the legacy builder and BuildKit both build it offline.
#   docker build -t secretalia-site \
#     --build-arg VERSION=0.1.0 --build-arg REVISION=$(git rev-parse HEAD) \
#     --build-arg CREATED=$(date -u +%FT%TZ) --build-arg SOURCE=<repository URL> .
ARG NODE_VERSION=24
ARG DEBIAN_RELEASE=bookworm
# The Postgres image the site runs against (compose.yaml passes its own): its pg_dump, of
# the server's major version, is what `npm run backup` and the daily backups use.
ARG POSTGRES_IMAGE=postgres:17

# pg_dump and the libpq it was built with, out of the Postgres image (Debian bookworm, as
# here): Debian's own client is version 15 and refuses a newer server.
FROM ${POSTGRES_IMAGE} AS pg-client
RUN mkdir -p /out \
 && cp "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_dump" /out/ \
 && cp -L "$(ls /usr/lib/*-linux-gnu/libpq.so.5 | head -n 1)" /out/libpq.so.5 \
 && /out/pg_dump --version

FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: sharp and pglite ship prebuilt. Source maps, type declarations and
# PGlite's optional extensions (never loaded here) stay out of the image.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.md' \) -delete \
 && rm -f node_modules/@electric-sql/pglite/dist/*.tar.gz

FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Node's binary without its symbol table (127 MB -> 109 MB; the dynamic symbols that
# native addons such as sharp link against stay): what keeps the image under 250 MB.
FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS node-binary
RUN apt-get update \
 && apt-get install -y --no-install-recommends binutils \
 && cp /usr/local/bin/node /tmp/node \
 && strip /tmp/node

FROM debian:${DEBIAN_RELEASE}-slim AS runtime
# tini runs as PID 1: it passes SIGTERM to Node and reaps any child Node leaves.
# The user is the official Node images' `node`, uid and gid 1000.
# libpq5 brings what pg_dump's libpq links against (OpenSSL, Kerberos, LDAP); the libpq of
# the Postgres image goes in /usr/local/lib, which the loader searches first.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini libpq5 \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY --from=node-binary /tmp/node /usr/local/bin/node
COPY --from=pg-client /out/pg_dump /usr/local/bin/pg_dump
COPY --from=pg-client /out/libpq.so.5 /usr/local/lib/libpq.so.5
RUN ldconfig && pg_dump --version
# MALLOC_ARENA_MAX: glibc gives each thread that allocates an arena of its own, which
# keeps what it once held; two arenas keep the process some 30 MB lighter under load.
# MALLOC_MMAP_THRESHOLD_: blocks of 32 KB and more (V8's compiler zones, page buffers)
# are mapped apart and given back when freed, instead of staying in the arena's holes:
# some 15 MB less at the top of a load. npm run bench runs the server this way too.
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768
WORKDIR /app
# /app/data holds the embedded database, its socket and the .eml mails (without
# DATABASE_URL / SMTP_URL). It must be writable by uid 1000: mount a named volume there
# (Docker gives it this folder's owner), or a host folder owned by 1000:1000.
# 0700: a new named volume takes this folder's owner and mode; the leads and the database are the site's user's only.
RUN mkdir -p /app/data && chown node:node /app/data && chmod 700 /app/data
VOLUME /app/data
COPY --from=deps /app/node_modules ./node_modules
# "type": "module" for dist/; the articles a new embedded database is filled with.
COPY package.json ./
COPY content ./content
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Health: GET /healthz through bash's /dev/tcp (no Node process started), on HOST when
# set (a wildcard address is probed on loopback), else 127.0.0.1.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["bash", "-c", "h=${HOST:-127.0.0.1}; case $h in 0.0.0.0) h=127.0.0.1 ;; ::|'[::]') h=::1 ;; esac; exec 3<>\"/dev/tcp/$h/${PORT:-3000}\" && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && read -r -t 4 _ code _ <&3 && [ \"$code\" = 200 ]"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# Migrations run before the server listens; instances starting together take turns.
# Node's memory flags: the same as `npm start` (package.json; docs/performance.md says why).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "--liftoff-only", "dist/server/index.js"]
ARG VERSION=unknown
ARG REVISION=unknown
ARG CREATED=unknown
ARG SOURCE=unknown
LABEL org.opencontainers.image.title="secretalia-site" \
      org.opencontainers.image.description="Site de Secretalia : télésecrétariat médical (Express, React SSR, Postgres ou PGlite)" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}"
