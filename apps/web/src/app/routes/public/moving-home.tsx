import { MovingHomePage } from '../../../features/marketing/components/moving-home-page';

export default function MovingHomeRoute() {
  return <MovingHomePage />;
}
