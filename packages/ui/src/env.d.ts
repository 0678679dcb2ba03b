/** Style sheets are imported for their effect (the bundler injects them). */
declare module '*.css';
