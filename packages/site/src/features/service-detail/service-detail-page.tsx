import type { ServiceDetail } from '../../content/service-details';
import { CeramicCoatingDetailPage } from './ceramic-coating-detail';
import { CeramicExtrasDetailPage } from './ceramic-extras-detail';
import { MaintenanceWashDetailPage } from './maintenance-wash-detail';
import { StandardDetailPage } from './standard-detail';

/** A service detail page, laid out for its kind of content. */
export function ServiceDetailPage({ detail }: { detail: ServiceDetail }) {
  switch (detail.kind) {
    case 'standard':
      return <StandardDetailPage detail={detail} />;
    case 'ceramic-coating':
      return <CeramicCoatingDetailPage detail={detail} />;
    case 'ceramic-extras':
      return <CeramicExtrasDetailPage detail={detail} />;
    case 'maintenance-wash':
      return <MaintenanceWashDetailPage detail={detail} />;
  }
}
