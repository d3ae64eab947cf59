import { REALTIME_PATH } from '@onehall/contract';

/*
 * The nginx configuration of the cluster test, and of docs/deploy.md: the
 * site part (`siteConfig`) is what an installation puts in
 * /etc/nginx/conf.d/onehall.conf; cluster.test.ts checks that the document
 * shows exactly what this function makes for the addresses it uses.
 */

export interface SiteOptions {
  /** `host:port` of every API node. */
  nodes: string[];
  /** What nginx listens on (`80`, `127.0.0.1:8443 ssl` …). */
  listen: string;
}

/** The upstream of the API nodes and the server block in front of them. */
export function siteConfig({ nodes, listen }: SiteOptions): string {
  return `# OneHall: the API nodes behind one address (docs/deploy.md).
upstream onehall_api {
${nodes.map((node) => `    server ${node} max_fails=3 fail_timeout=5s;`).join('\n')}
    # Connections kept open to the nodes (per nginx worker): without them every request opens one,
    # and an overloaded node is slow to accept new connections.
    keepalive 256;
    # Shorter than the nodes keep an idle connection, so nginx, not the node, closes it and never sends on a
    # connection the node is closing (a POST sent on it would fail); a stopping node waits this long for it.
    keepalive_timeout 4s;
}

# WebSocket upgrades pass through; other requests keep the upstream connection alive.
map $http_upgrade $onehall_connection {
    default upgrade;
    ''      '';
}

server {
    listen ${listen};
    # Imports upload .xlsx files; the server sets its own limits below this.
    client_max_body_size 64m;

    location / {
        proxy_pass http://onehall_api;
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection $onehall_connection;
        # Overwritten, never appended: with TRUST_PROXY=true the nodes take it as the client's address.
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        # A node that cannot be reached passes the request to the next one; POSTs only when the node
        # never got them (nginx's rule for non-idempotent requests). A node's own 5xx answers are not
        # failures of the node: counting them, a Redis outage (503/504 from every node) took all nodes
        # out of the upstream and turned every call, those not needing Redis too, into 502.
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries 2;
        # A dead node refuses at once; this bounds a node whose machine is gone (no answer at all) or overloaded.
        proxy_connect_timeout 5s;
        # Above the server's own time-outs (SPEC §7), so the node, not nginx, answers a slow call.
        proxy_read_timeout 120s;
        proxy_send_timeout 120s;
        # Export files stream through instead of being spooled to nginx's disk.
        proxy_buffering off;
        proxy_request_buffering on;
    }

    # The message centre's push socket (docs/design/realtime.md): held open for hours.
    location = ${REALTIME_PATH} {
        proxy_pass http://onehall_api;
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection $onehall_connection;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_read_timeout 1h;
        proxy_send_timeout 1h;
    }
}
`;
}

/**
 * The whole nginx.conf of the test: its files under `prefix`, the site above on
 * `port`, and a bare Fastify hello-world behind the same nginx on `helloPort`
 * (the baseline every figure is compared with).
 */
export function testConfig(options: { prefix: string; port: number; nodes: string[]; helloPort: number; hello: string }): string {
  const { prefix, port, nodes, helloPort, hello } = options;
  const site = siteConfig({ nodes, listen: `127.0.0.1:${port}` });
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;

${site.replace(/^(?=.)/gm, '    ')}
    upstream hello {
        server ${hello};
        keepalive 64;
    }
    server {
        listen 127.0.0.1:${helloPort};
        location / {
            proxy_pass http://hello;
            proxy_http_version 1.1;
            proxy_set_header Connection '';
        }
    }
}
`;
}

/** The addresses docs/deploy.md shows the site configuration for. */
export const DEPLOY_EXAMPLE: SiteOptions = { nodes: ['10.0.0.11:8080', '10.0.0.12:8080'], listen: '80' };
