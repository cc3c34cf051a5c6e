export { AccessProvider, useAccess, type Access, type ActiveAssociation } from './AccessProvider';
export { Guarded, RouteGuard } from './Guarded';
export { guard, homeTarget, isReachable, type GuardResult, type GuardState, type GuardStep } from './guard';
export { matchRule, ruleFor, ROUTES, type RouteRule } from './routes';
export { PATHS, noAccessPath, selectAccountPath, safeTarget, type NoAccessReason } from './paths';
