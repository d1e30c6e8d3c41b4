import { useNavigation } from 'react-router';

import { Spinner } from '../components/ui/spinner';

/** While the next page's code loads, the current page stays and this spinner shows over it. */
export function NavigationPending() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed top-3 right-3 z-50 rounded-full border border-border bg-background p-2 shadow-md">
      <Spinner />
    </div>
  );
}
