import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HEAD_SCRIPT_HASH } from './client-assets';

// Video hosts the about section may embed after the visitor clicks play (DECISIONS.md).
export const VIDEO_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script runs except the theme/splash head script, named by its hash.
        scriptSrc: ["'self'", HEAD_SCRIPT_HASH],
        // Style attributes (progress widths, transforms) only; no inline <style> elements.
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: VIDEO_FRAME_HOSTS,
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Cross-site request forgery: a browser sends Origin and Sec-Fetch-Site on every POST; refuse a
  // state change that another site started. (tRPC accepts multipart/form-data, which a browser
  // sends cross-site without a preflight.) Clients without these headers are not browsers.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    let isCrossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (!isCrossSite && origin && origin !== 'null') {
      try {
        isCrossSite = new URL(origin).host !== req.headers.host;
      } catch {
        isCrossSite = true;
      }
    } else if (origin === 'null') {
      isCrossSite = true;
    }
    if (isCrossSite) {
      return reply.status(403).send({ error: 'Forbidden', message: 'Cross-site requests are not allowed.' });
    }
  });
}

export const securityPlugin = fp(security, { name: 'security' });
