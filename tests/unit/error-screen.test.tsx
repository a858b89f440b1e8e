import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '../../src/client/components/layout/error-screen';

// The router's error screen: a thrown response shows its status; an application error shows its stack
// only in development, because a stack trace tells an attacker the server's files and code paths.
async function renderWith(loader: () => never) {
  const routes = [{ id: 'root', path: '/', loader, Component: () => null, errorElement: <RouteErrorScreen /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe('RouteErrorScreen', () => {
  it('shows a thrown response with its status and status text', async () => {
    const html = await renderWith(() => {
      throw new Response('gone', { status: 410, statusText: 'Gone' });
    });
    expect(html).toContain('Unhandled Thrown Response!');
    expect(html).toMatch(/410(<!-- -->)? (<!-- -->)?Gone/);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows an application error without its stack outside development', async () => {
    vi.stubEnv('DEV', false);
    const html = await renderWith(() => {
      throw new Error('boom at secret/path.ts:12');
    });
    expect(html).toContain('Application Error!');
    expect(html).not.toContain('secret/path.ts');
    expect(html).toContain('href="/"');
  });

  it('shows the stack in development', async () => {
    vi.stubEnv('DEV', true);
    const html = await renderWith(() => {
      throw new Error('boom at secret/path.ts:12');
    });
    expect(html).toContain('secret/path.ts');
  });
});
