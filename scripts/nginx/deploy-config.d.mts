export declare const DEPLOY_NGINX: string;
export declare const CACHE_CONF: string;
export declare const PROXY_SNIPPET: string;
export declare const SITE_CONF: string;
export declare function replaceOnce(text: string, from: string | RegExp, to: string, what: string): string;
export declare function cacheConfFor(upstreamPort: number, cacheDir: string): string;
export declare const SHIPPED_ACCESS_LOG: string;
export declare function proxyConfFor(upstreamPort: number, logDir: string): string;
export declare function mainConf(options: {
  dir: string;
  http?: string;
  servers: string;
  workerConnections?: number;
}): string;
export declare function writeShippedConf(options: {
  dir: string;
  port: number;
  upstreamPort: number;
  http?: string;
  workerConnections?: number;
}): string;
