import { MovingHomeStartPage } from '../../../features/onboarding/components/moving-home-start-page';

export default function MovingHomeStartRoute() {
  return <MovingHomeStartPage />;
}
