import { NotFound } from '../not-found';

export default function NotFoundRoute() {
  return <NotFound />;
}
