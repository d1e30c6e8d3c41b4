import { FootprintsPage } from '../../../features/footprints/components/footprints-page';

export default function FootprintsRoute() {
  return <FootprintsPage />;
}
