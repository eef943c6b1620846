/**
 * Runs the user's handler first, then ours unless the user called `preventDefault()`,
 * so internal behaviour can be cancelled from outside.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  userHandler: ((event: E) => void) | undefined,
  ownHandler: (event: E) => void,
): (event: E) => void {
  return (event) => {
    userHandler?.(event);
    if (!event.defaultPrevented) ownHandler(event);
  };
}
