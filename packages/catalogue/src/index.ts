export {
  filterBrands,
  filterBrandsByName,
  sortBrands,
  orderCategories,
  groupBrandsByCategory,
  countBrandsByCategory,
  nonPopularBrands,
  type BrandSort,
  popularBrands,
} from './logic/brands';
export {
  yearlySavingsPence,
  SAVINGS_CATEGORIES,
  type SavingsCategory,
  MONTHLY_SPEND,
} from './logic/savings';
export { BrandCard, type BrandCardProps } from './brand-card/BrandCard';
export { BrandGrid, type BrandGridProps } from './brand-card/BrandGrid';
export { BrandCarousel, type BrandCarouselProps } from './brand-carousel/BrandCarousel';
export { type CarouselClock } from './brand-carousel/clock';
export { BrandMarquee, type BrandMarqueeProps } from './brand-marquee/BrandMarquee';
export { CategoryStrip, type CategoryStripProps } from './category-strip/CategoryStrip';
export { CategoryIcon, type CategoryIconProps } from './category-strip/categoryIcons';
export { CategoryBrowser, type CategoryBrowserProps } from './category-browser/CategoryBrowser';
export { CatalogueView, type CatalogueViewProps, type LoadStatus } from './catalogue/CatalogueView';
export { CatalogueScreen, type CatalogueScreenProps } from './catalogue/CatalogueScreen';
export {
  BalanceCheckerView,
  type BalanceCheckerViewProps,
} from './balance-checker/BalanceCheckerView';
export {
  BalanceCheckerScreen,
  type BalanceCheckerScreenProps,
} from './balance-checker/BalanceCheckerScreen';
export {
  SavingsCalculator,
  type SavingsCalculatorProps,
} from './savings-calculator/SavingsCalculator';
