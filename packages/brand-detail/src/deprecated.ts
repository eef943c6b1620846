/**
 * Old names kept for one minor version (see CONTRIBUTING.md, "Naming"): each is the same value
 * as its new name, and goes in the next minor release.
 */
import { BrandDetailView, type BrandDetailViewProps } from './brand-detail/BrandDetailView';

/** @deprecated Renamed `BrandDetailView` (the controlled half of `BrandDetailScreen`; `BrandDetail` is also core's entity type). */
export const BrandDetail = BrandDetailView;
/** @deprecated Renamed `BrandDetailViewProps`. */
export type BrandDetailProps = BrandDetailViewProps;
