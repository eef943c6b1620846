import { isRouteErrorResponse, useRouteError } from '../router';

/** Shown when a route fails to load or render (the spec's router fallback). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <main className="site-main" id="main">
      <div role="alert" className="route-error">
        <h1>Unexpected Application Error!</h1>
        {detail ? <p>{detail}</p> : null}
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </main>
  );
}
