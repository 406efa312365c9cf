# syntax=docker/dockerfile:1
# The whole product in one image: the API (server, worker, migrate and admin entry points) and
# the built console it serves. `docker compose up --build` (compose.yaml) runs it on PostgreSQL,
# Redis, MinIO and a mail catcher; see the README's "Containers".

# --- build: every dependency, the console and the API compiled -------------------------------
FROM node:24-slim AS build
WORKDIR /app
# The console's client credentials are compiled into its bundle, so they are build arguments;
# they must match the API's OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET.
ARG VITE_OAUTH_CLIENT_ID=web-console
ARG VITE_OAUTH_CLIENT_SECRET=web-console-secret
# Package files first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/guard/package.json apps/guard/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci
COPY . .
RUN VITE_OAUTH_CLIENT_ID="$VITE_OAUTH_CLIENT_ID" VITE_OAUTH_CLIENT_SECRET="$VITE_OAUTH_CLIENT_SECRET" \
    npm run build

# --- runtime: production dependencies and the two builds, no TypeScript, no dev tools ----------
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/guard/package.json apps/guard/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev && npm cache clean --force
# apps/api/package.json stays: the API finds its migrations and the console from it.
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# GuardOS, the guard's phone app, served at /guardos/.
COPY --from=build /app/apps/guard/dist apps/guard/dist
# The image's own non-root user; DATA_DIR (embedded database, uploads, outbox) is its only
# writable place.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness, not liveness: the database answers, every migration is applied, Redis and the file
# store answer. node:24-slim has no curl; Node's own fetch asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node","--enable-source-maps","apps/api/dist/server.js"]
