# syntax=docker/dockerfile:1
# Secretalia's site: build with every dependency, run with production ones only,
# as an unprivileged user, on the current Node LTS. scripts/docker-steps.sh runs
# these same steps without Docker (CI has no engine) so the recipe stays tested.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Dependencies first: this layer is reused until the lock file changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The articles a new embedded database is filled with (and the import script's input).
COPY --from=build /app/content ./content
# Writable by the app user only: embedded database and .eml mails when no
# DATABASE_URL / SMTP_URL is given (mount a volume there to keep them).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Migrations run before the server listens; Knex's lock lets several instances start at once.
CMD ["node", "dist/server/index.js"]
