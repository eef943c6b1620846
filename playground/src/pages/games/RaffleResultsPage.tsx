import { RaffleResultsScreen } from '@giftcash/games-demo';
import { useResource } from '@giftcash/core/react';
import { useAuth } from '../../shell/auth';

/**
 * /raffle-results: past daily draws and their winners. Signed in, the person's profile names
 * them, so a draw they won is revealed to them once; signed out, no profile is asked for.
 */
export function RaffleResultsPage() {
  const { signedIn } = useAuth();
  const profile = useResource(
    (provider, signal) => (signedIn ? provider.getProfile({ signal }) : Promise.resolve(null)),
    [signedIn],
  );
  const userId = signedIn ? profile.data?.profile.id : undefined;
  return (
    <div className="site-page games-page">
      <RaffleResultsScreen userId={userId} />
    </div>
  );
}
