import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen';

/** The router's error element: the same crash screen for an error thrown by a route. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error in a page', error);
  }, [error]);
  return <CrashScreen />;
}
