// Shows the start-up health check's failure ('API not reachable'); nothing while the API answers.
import { useApiHealth } from '../lib/health';

export function HealthNotice() {
  const health = useApiHealth();
  if (health.state !== 'down') return null;
  return (
    <p className="health-notice" role="status">
      {health.message}
    </p>
  );
}
