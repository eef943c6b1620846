export {
  GiftcashProvider,
  useGiftcash,
  useAppLinks,
  useRoutes,
  useBrandRoute,
  useGiftcashNavigate,
  type InitialData,
  type AppLinks,
  type GiftcashContextValue,
  type GiftcashProviderProps,
} from './GiftcashProvider';
export { useControllableState, type ControllableStateOptions } from './useControllableState';
export { useCountdown, type TimeRemaining } from './useCountdown';
export {
  useResource,
  type ResourceOptions,
  type ResourceState,
  type ResourceStatus,
} from './useResource';
export { useHydrated, useInitialNow } from './useHydrated';
export { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
export { useCountUp, type CountUpOptions } from './useCountUp';
export { composeEventHandlers } from '../interaction/composeEventHandlers';
export { cx, type ClassNamePart } from '../interaction/cx';
export { useComposedRefs } from '../interaction/useComposedRefs';
export { useDismiss, type DismissOptions, type DismissReason } from '../interaction/useDismiss';
export {
  useDragScroll,
  type DragScrollOptions,
  type DragScrollHandlers,
  type DragScroller,
  type DragState,
} from '../interaction/useDragScroll';
export { Link, type LinkProps } from './Link';
export { DEFAULT_ROUTES, resolveRoutes, type GiftcashRoutes } from './routes';
export { FallbackImage, type FallbackImageProps } from './FallbackImage';
export { PLACEHOLDER_IMAGE } from './placeholderImage';

export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { StatusMessage, type StatusMessageProps } from './StatusMessage';
export { Dialog, DialogClose, type DialogProps, type DialogCloseProps } from './Dialog';
export { createLazyModule, useLazyModule, type LazyModule } from './lazyModule';
export { QrCode, type QrCodeProps } from './QrCode';
export { StoreBadge, type StoreBadgeProps } from './StoreBadge';
export {
  AppDownloadDialog,
  withParams,
  APP_DOWNLOAD_HOW,
  type AppDownloadDialogProps,
} from './AppDownloadDialog';
