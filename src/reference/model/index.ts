export * from './json.js';
export * from './tool.js';
export * from './contract.js';
export * from './facts.js';
export * from './admission-facts.js';
export * from './request.js';
export * from './verdict.js';
