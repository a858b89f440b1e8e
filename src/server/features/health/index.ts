import { defineFeature } from '../../feature';
import { NO_STORE } from '../../ssr/cache-policy';
import { HealthCheck } from './check';
import { healthRouter } from './router';

// Whether the site is up: /healthz for the service manager and the load balancer (up only when the
// database answers a read AND takes a write), and `health.version` for the dashboard.
export const healthFeature = defineFeature({
  name: 'health',
  procedures: { health: healthRouter },
  routes: async (app, { svc }) => {
    const health = new HealthCheck(svc.db);
    app.get('/healthz', async (_req, reply) => {
      const state = health.check();
      if (!state.ok) app.log.error({ problem: state.problem }, 'health check failed');
      return reply
        .status(state.ok ? 200 : 503)
        .header('Cache-Control', NO_STORE)
        .send(state.ok ? { status: 'ok' } : { status: 'unavailable', problem: state.problem });
    });
  },
});
