import { Navigate } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';

export default function DashboardPage() {
  return <Navigate to={PATHS.adminLogin} replace />;
}
