/*
 * Vitrine's stand-in for the platform's front-end scripts (DEVELOPER-MODE.md
 * 7), written for Vitrine from what template scripts call; not the
 * platform's code. Loaded by {squarespace-headers} before the template's
 * scripts, so they find:
 * - window.ImageLoader: load(img, {mode}) gives an `img[data-src]` a source
 *   of a width that fits (`?format=Nw`), and in a fill or fit container
 *   (mode, or a `.content-fill` / `.content-fit` parent) sizes and places
 *   it by `data-image-dimensions` and `data-image-focal-point`;
 * - window.Y: the part of YUI templates use (Y.use, Y.one, Y.all,
 *   Y.on('domready'), node and node-list methods);
 * - window.Squarespace: onInitialize / onDestroy hooks.
 * Images the template's scripts leave unloaded are loaded once the page
 * has loaded, as the platform's bootstrap does. Plain ES5: not bundled.
 */
(function (window, document) {
  'use strict';
  if (window.VitrinePlatform) return;

  var WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];

  function dimensionsOf(img) {
    var d = (img.getAttribute('data-image-dimensions') || '').split('x');
    var w = parseFloat(d[0]);
    var h = parseFloat(d[1]);
    return w > 0 && h > 0 ? { w: w, h: h } : null;
  }

  function focalPointOf(img) {
    var f = (img.getAttribute('data-image-focal-point') || '').split(',');
    var x = parseFloat(f[0]);
    var y = parseFloat(f[1]);
    return { x: isFinite(x) ? Math.min(1, Math.max(0, x)) : 0.5, y: isFinite(y) ? Math.min(1, Math.max(0, y)) : 0.5 };
  }

  function modeOf(img, options) {
    if (options && (options.mode === 'fill' || options.mode === 'fit')) return options.mode;
    var parent = img.parentNode;
    if (parent && parent.classList) {
      if (parent.classList.contains('content-fill')) return 'fill';
      if (parent.classList.contains('content-fit')) return 'fit';
    }
    var own = img.getAttribute('data-mode');
    return own === 'fill' || own === 'fit' ? own : null;
  }

  function formatWidth(px) {
    var wanted = px * (window.devicePixelRatio || 1);
    for (var i = 0; i < WIDTHS.length; i++) if (WIDTHS[i] >= wanted) return WIDTHS[i];
    return WIDTHS[WIDTHS.length - 1];
  }

  function withFormat(src, width) {
    if (/^(data|blob):/.test(src) || /[?&]format=/.test(src)) return src;
    return src + (src.indexOf('?') < 0 ? '?' : '&') + 'format=' + width + 'w';
  }

  function place(img, mode, dims, box) {
    var bw = box.clientWidth;
    var bh = box.clientHeight;
    if (!bw || !bh) return 0;
    var scale = mode === 'fill' ? Math.max(bw / dims.w, bh / dims.h) : Math.min(bw / dims.w, bh / dims.h);
    var w = Math.ceil(dims.w * scale);
    var h = Math.ceil(dims.h * scale);
    var left = (bw - w) / 2;
    var top = (bh - h) / 2;
    if (mode === 'fill') {
      var f = focalPointOf(img);
      left = Math.min(0, Math.max(bw - w, bw / 2 - f.x * w));
      top = Math.min(0, Math.max(bh - h, bh / 2 - f.y * h));
    }
    var s = img.style;
    s.position = 'absolute';
    s.maxWidth = 'none';
    s.width = w + 'px';
    s.height = h + 'px';
    s.left = Math.round(left) + 'px';
    s.top = Math.round(top) + 'px';
    return w;
  }

  function load(img, options) {
    if (!img || img.nodeType !== 1) return false;
    var src = img.getAttribute('data-src');
    if (!src) return false;
    var mode = modeOf(img, options);
    var dims = dimensionsOf(img);
    var box = img.parentNode;
    var width = 0;
    if (mode && dims && box && box.nodeType === 1) {
      width = place(img, mode, dims, box);
      img.setAttribute('data-vitrine-mode', mode);
    }
    if (!width) width = img.clientWidth || (box && box.clientWidth) || (dims ? dims.w : 1000);
    var url = withFormat(src, formatWidth(width));
    if (img.getAttribute('src') !== url) img.setAttribute('src', url);
    img.setAttribute('data-image-resolution', formatWidth(width) + 'w');
    return true;
  }

  function each(list, fn) {
    for (var i = 0; i < list.length; i++) fn(list[i], i);
  }

  function loadAll(selector) {
    each(document.querySelectorAll(selector), function (img) {
      load(img);
    });
  }

  window.ImageLoader = {
    load: load,
    loadAll: function (root) {
      each((root || document).querySelectorAll('img[data-src]'), function (img) {
        load(img);
      });
    },
  };

  // ---- Y: the part of YUI templates use --------------------------------

  function matches(el, selector) {
    return el && el.nodeType === 1 && (el.matches || el.msMatchesSelector).call(el, selector);
  }

  function toNodes(html) {
    var t = document.createElement('template');
    t.innerHTML = html;
    return t.content;
  }

  function domOf(x) {
    if (x instanceof YNode) return x._node;
    if (typeof x === 'string') return toNodes(x);
    return x;
  }

  function wrapEvent(e) {
    return {
      _event: e,
      type: e.type,
      target: wrap(e.target),
      currentTarget: wrap(e.currentTarget),
      keyCode: e.keyCode,
      charCode: e.charCode,
      pageX: e.pageX,
      pageY: e.pageY,
      preventDefault: function () { e.preventDefault(); },
      stopPropagation: function () { e.stopPropagation(); },
      halt: function () { e.preventDefault(); e.stopPropagation(); },
    };
  }

  function listen(target, type, fn, context) {
    var handler = function (e) { return fn.call(context || wrap(e.currentTarget), wrapEvent(e)); };
    target.addEventListener(type, handler);
    return { detach: function () { target.removeEventListener(type, handler); } };
  }

  function YNode(node) {
    this._node = node;
  }

  var PROPERTY_ALIASES = { text: 'textContent', innerHTML: 'innerHTML', value: 'value' };

  YNode.prototype = {
    getDOMNode: function () { return this._node; },
    one: function (selector) { return wrap(this._node.querySelector(selector)); },
    all: function (selector) { return new YNodeList(this._node.querySelectorAll(selector)); },
    test: function (selector) { return matches(this._node, selector); },
    ancestor: function (selector, self) {
      var el = self ? this._node : this._node.parentElement;
      while (el && selector && !matches(el, selector)) el = el.parentElement;
      return wrap(el);
    },
    next: function (selector) {
      var el = this._node.nextElementSibling;
      while (el && selector && !matches(el, selector)) el = el.nextElementSibling;
      return wrap(el);
    },
    previous: function (selector) {
      var el = this._node.previousElementSibling;
      while (el && selector && !matches(el, selector)) el = el.previousElementSibling;
      return wrap(el);
    },
    addClass: function (c) { this._node.classList.add(c); return this; },
    removeClass: function (c) { this._node.classList.remove(c); return this; },
    hasClass: function (c) { return this._node.classList.contains(c); },
    toggleClass: function (c, force) { this._node.classList.toggle(c, force === undefined ? !this._node.classList.contains(c) : !!force); return this; },
    replaceClass: function (a, b) { this._node.classList.remove(a); this._node.classList.add(b); return this; },
    getAttribute: function (n) { return this._node.getAttribute(n); },
    setAttribute: function (n, v) { this._node.setAttribute(n, v); return this; },
    removeAttribute: function (n) { this._node.removeAttribute(n); return this; },
    hasAttribute: function (n) { return this._node.hasAttribute(n); },
    getData: function (k) { return k === undefined ? this._node.dataset : this._node.getAttribute('data-' + k); },
    setData: function (k, v) { this._node.setAttribute('data-' + k, v); return this; },
    get: function (name) {
      if (name === 'children') return new YNodeList(this._node.children);
      if (name === 'parentNode') return wrap(this._node.parentNode);
      if (name === 'region') return this.get_region();
      var v = this._node[PROPERTY_ALIASES[name] || name];
      return v && v.nodeType ? wrap(v) : v;
    },
    set: function (name, value) { this._node[PROPERTY_ALIASES[name] || name] = value; return this; },
    get_region: function () {
      var r = this._node.getBoundingClientRect();
      var top = r.top + window.pageYOffset;
      var left = r.left + window.pageXOffset;
      return { top: top, left: left, bottom: top + r.height, right: left + r.width, width: r.width, height: r.height };
    },
    getX: function () { return this.get_region().left; },
    getY: function () { return this.get_region().top; },
    getStyle: function (p) { return this._node.style[p] || window.getComputedStyle(this._node)[p]; },
    getComputedStyle: function (p) { return window.getComputedStyle(this._node)[p]; },
    setStyle: function (p, v) { this._node.style[p] = typeof v === 'number' && !/opacity|zIndex|fontWeight|lineHeight/.test(p) ? v + 'px' : v; return this; },
    setStyles: function (o) { for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) this.setStyle(k, o[k]); return this; },
    show: function () { this._node.style.display = ''; return this; },
    hide: function () { this._node.style.display = 'none'; return this; },
    getHTML: function () { return this._node.innerHTML; },
    setHTML: function (html) { this._node.innerHTML = html; return this; },
    setContent: function (html) { this._node.innerHTML = ''; this._node.appendChild(domOf(html)); return this; },
    empty: function () { this._node.innerHTML = ''; return this; },
    append: function (c) { this._node.appendChild(domOf(c)); return this; },
    prepend: function (c) { this._node.insertBefore(domOf(c), this._node.firstChild); return this; },
    appendChild: function (c) { return wrap(this._node.appendChild(domOf(c))); },
    insert: function (c, where) {
      var n = domOf(c);
      if (where === 'before') this._node.parentNode.insertBefore(n, this._node);
      else if (where === 'after') this._node.parentNode.insertBefore(n, this._node.nextSibling);
      else this._node.appendChild(n);
      return this;
    },
    remove: function () { if (this._node.parentNode) this._node.parentNode.removeChild(this._node); return this; },
    contains: function (other) { return this._node.contains(domOf(other)); },
    inDoc: function () { return document.documentElement.contains(this._node); },
    focus: function () { this._node.focus(); return this; },
    blur: function () { this._node.blur(); return this; },
    scrollIntoView: function () { this._node.scrollIntoView(); return this; },
    on: function (type, fn, context) { return listen(this._node, type, fn, context); },
    once: function (type, fn, context) {
      var h = listen(this._node, type, function (e) { h.detach(); return fn.call(this, e); }, context);
      return h;
    },
    delegate: function (type, fn, selector, context) {
      var root = this._node;
      var handler = function (e) {
        var el = e.target;
        while (el && el !== root && !matches(el, selector)) el = el.parentElement;
        if (el && el !== root) {
          var w = wrapEvent(e);
          w.currentTarget = wrap(el);
          fn.call(context || w.currentTarget, w);
        }
      };
      root.addEventListener(type, handler);
      return { detach: function () { root.removeEventListener(type, handler); } };
    },
    detach: function () { return this; },
    detachAll: function () { return this; },
    simulate: function (type) { this._node.dispatchEvent(new Event(type, { bubbles: true })); return this; },
  };

  function YNodeList(nodes) {
    this._nodes = Array.prototype.slice.call(nodes || []);
  }

  YNodeList.prototype = {
    size: function () { return this._nodes.length; },
    isEmpty: function () { return this._nodes.length === 0; },
    item: function (i) { return wrap(this._nodes[i]); },
    getDOMNodes: function () { return this._nodes.slice(); },
    indexOf: function (n) { return this._nodes.indexOf(domOf(n)); },
    each: function (fn, context) {
      var list = this;
      this._nodes.forEach(function (n, i) { fn.call(context || wrap(n), wrap(n), i, list); });
      return this;
    },
    some: function (fn, context) {
      return this._nodes.some(function (n, i) { return fn.call(context, wrap(n), i); });
    },
    filter: function (selector) {
      return new YNodeList(this._nodes.filter(function (n) { return matches(n, selector); }));
    },
    on: function (type, fn, context) {
      var handles = this._nodes.map(function (n) { return listen(n, type, fn, context); });
      return { detach: function () { handles.forEach(function (h) { h.detach(); }); } };
    },
  };
  ['addClass', 'removeClass', 'toggleClass', 'replaceClass', 'setAttribute', 'removeAttribute', 'setStyle', 'setStyles', 'show', 'hide', 'remove', 'empty', 'setHTML', 'set'].forEach(function (name) {
    YNodeList.prototype[name] = function () {
      var args = arguments;
      this._nodes.forEach(function (n) { YNode.prototype[name].apply(wrap(n), args); });
      return this;
    };
  });

  function wrap(el) {
    if (!el) return null;
    if (el instanceof YNode) return el;
    return new YNode(el);
  }

  function one(x) {
    return typeof x === 'string' ? wrap(document.querySelector(x)) : wrap(x);
  }

  function all(x) {
    return new YNodeList(typeof x === 'string' ? document.querySelectorAll(x) : x && x.length !== undefined ? x : x ? [x] : []);
  }

  function onReady(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else setTimeout(fn, 0);
  }

  function onLoaded(fn) {
    if (document.readyState === 'complete') setTimeout(fn, 0);
    else window.addEventListener('load', fn);
  }

  var WINDOW_EVENTS = { resize: 1, scroll: 1, load: 1, unload: 1, beforeunload: 1, hashchange: 1, popstate: 1, orientationchange: 1 };

  var Y = {
    version: 'vitrine',
    config: { win: window, doc: document },
    Squarespace: {},
    UA: {},
    use: function () {
      var cb = arguments[arguments.length - 1];
      if (typeof cb === 'function') onReady(function () { cb(Y); });
      return Y;
    },
    one: one,
    all: all,
    Node: { create: function (html) { var f = toNodes(html); return wrap(f.firstElementChild || f.firstChild); }, one: one, all: all, getDOMNode: function (n) { return domOf(n); } },
    NodeList: YNodeList,
    on: function (type, fn, target, context) {
      if (type === 'domready' || type === 'available' || type === 'contentready') {
        var cancelled = false;
        onReady(function () { if (!cancelled) fn.call(context || Y); });
        return { detach: function () { cancelled = true; } };
      }
      if (target === undefined || target === window || target === Y.config.win) {
        if (type === 'load') { onLoaded(function () { fn.call(context || Y); }); return { detach: function () {} }; }
        return listen(WINDOW_EVENTS[type] ? window : document, type, fn, context);
      }
      if (typeof target === 'string') return all(target).on(type, fn, context);
      return listen(domOf(target), type, fn, context);
    },
    once: function (type, fn, target, context) {
      var h = Y.on(type, function (e) { if (h && h.detach) h.detach(); return fn.call(this, e); }, target, context);
      return h;
    },
    delegate: function (type, fn, root, selector, context) {
      var r = one(root || document.body) || wrap(document.documentElement);
      return r.delegate(type, fn, selector, context);
    },
    later: function (ms, context, fn, args, periodic) {
      var f = typeof fn === 'string' ? context[fn] : fn;
      var run = function () { f.apply(context, args === undefined ? [] : [].concat(args)); };
      var id = periodic ? setInterval(run, ms) : setTimeout(run, ms);
      return { cancel: function () { (periodic ? clearInterval : clearTimeout)(id); } };
    },
    bind: function (fn, context) { return function () { return fn.apply(context, arguments); }; },
    throttle: function (fn, ms) {
      var last = 0;
      return function () { var now = Date.now(); if (now - last >= (ms || 150)) { last = now; return fn.apply(this, arguments); } };
    },
    each: function (o, fn, context) {
      if (o && o.length !== undefined) for (var i = 0; i < o.length; i++) fn.call(context, o[i], i, o);
      else for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) fn.call(context, o[k], k, o);
      return Y;
    },
    mix: function (r, s) { for (var k in s) if (Object.prototype.hasOwnProperty.call(s, k)) r[k] = s[k]; return r; },
    merge: function () { var out = {}; for (var i = 0; i < arguments.length; i++) Y.mix(out, arguments[i]); return out; },
    Lang: {
      isString: function (v) { return typeof v === 'string'; },
      isNumber: function (v) { return typeof v === 'number' && isFinite(v); },
      isBoolean: function (v) { return typeof v === 'boolean'; },
      isFunction: function (v) { return typeof v === 'function'; },
      isObject: function (v) { return !!v && (typeof v === 'object' || typeof v === 'function'); },
      isArray: Array.isArray,
      isValue: function (v) { return v !== null && v !== undefined && v === v; },
      isUndefined: function (v) { return v === undefined; },
      isNull: function (v) { return v === null; },
      trim: function (s) { return String(s).trim(); },
    },
    Array: {
      each: function (a, fn, context) { Array.prototype.forEach.call(a || [], fn, context); },
      indexOf: function (a, v) { return Array.prototype.indexOf.call(a || [], v); },
    },
  };

  window.YUI = window.YUI || function () { return Y; };
  window.Y = window.Y || Y;

  var S = (window.Squarespace = window.Squarespace || {});
  S.onInitialize = S.onInitialize || function (y, fn) { onReady(function () { fn(); }); };
  S.onDestroy = S.onDestroy || function () {};
  S.afterBodyLoad = S.afterBodyLoad || function () {};
  S.initializeLayoutBlocks = S.initializeLayoutBlocks || function () {};

  // ---- The bootstrap: images load as the platform's core loads them -----

  var loaded = false;
  function bootstrap() { loadAll('img[data-src]:not([data-load="false"])'); }
  onReady(bootstrap);
  // The template's scripts load their own `data-load="false"` images; any left without a source get one.
  onLoaded(function () { loaded = true; loadAll('img[data-src]:not([src])'); });
  var resizeTimer = null;
  window.addEventListener('resize', function () {
    if (resizeTimer) clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () { if (loaded) loadAll('img[data-vitrine-mode]'); }, 100);
  });

  // {squarespace-footers} calls bootstrap at the end of the body, as the platform's footer does.
  window.VitrinePlatform = { bootstrap: bootstrap };
})(window, document);
