export * from './logic/brands';
export * from './logic/savings';
export { BrandCard, type BrandCardProps } from './brand-card/BrandCard';
export { BrandGrid, type BrandGridProps } from './brand-card/BrandGrid';
export { BrandCarousel, type BrandCarouselProps } from './brand-carousel/BrandCarousel';
export { browserClock, CAROUSEL_ARROW_STEP, CAROUSEL_END_PAUSE_MS, CAROUSEL_MS_PER_PX, type CarouselClock } from './brand-carousel/clock';
export { BrandMarquee, MARQUEE_DURATION_S, type BrandMarqueeProps } from './brand-marquee/BrandMarquee';
export {
  CategoryStrip,
  CATEGORY_STRIP_ARROW_THRESHOLD,
  CATEGORY_STRIP_STEP,
  type CategoryStripProps,
} from './category-strip/CategoryStrip';
export { CategoryIcon, hasCategoryIcon, type CategoryIconProps } from './category-strip/categoryIcons';
export { CategoryBrowser, type CategoryBrowserProps } from './category-browser/CategoryBrowser';
export { CatalogueView, BRANDS_LOAD_ERROR, type CatalogueViewProps, type LoadStatus } from './catalogue/CatalogueView';
export { CatalogueScreen, type CatalogueScreenProps } from './catalogue/CatalogueScreen';
export { BalanceCheckerView, type BalanceCheckerViewProps } from './balance-checker/BalanceCheckerView';
export { BalanceCheckerScreen, type BalanceCheckerScreenProps } from './balance-checker/BalanceCheckerScreen';
export { SavingsCalculator, type SavingsCalculatorProps } from './savings-calculator/SavingsCalculator';
