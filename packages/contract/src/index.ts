export * from './languages.js';
export * from './errors.js';
export * from './envelope.js';
export * from './params.js';
export * from './catalog/shapes.js';
export * from './catalog/params.js';
export * from './system/shapes.js';
export * from './account/shapes.js';
