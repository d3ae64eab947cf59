/*
 * Campus clock: the sample micro-app for frame cards (docs/design/home-web.md).
 * Plain script, UMD style: it exposes the qiankun lifecycles (bootstrap, mount,
 * unmount) on the global object, which qiankun's sandbox hands to the host, and
 * mounts itself when opened on its own (directly or in an iframe).
 *
 * 放大查看 asks the portal for a modal view (SPEC §3) showing the clock: through
 * the host's props under qiankun, by postMessage inside an iframe. The portal
 * answers every opened or closed view with a modalViews notice (SPEC §4); the
 * clock shows how many views are open.
 */
(function (global) {
  'use strict';

  var timeFormat = new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  var dateFormat = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
  var MODAL_URL = '/micro-apps/campus-clock/?view=modal';

  // What each mounted root holds, so a host may mount several instances.
  var mounted = [];

  function rootIn(container) {
    return (container || document).querySelector('[data-campus-clock]');
  }

  function part(root, role) {
    return root.querySelector('[data-role="' + role + '"]');
  }

  function render(root) {
    var now = new Date();
    part(root, 'time').textContent = timeFormat.format(now);
    part(root, 'date').textContent = dateFormat.format(now);
  }

  function modalConfig() {
    return { title: '校园时钟', width: 480, height: 320, serviceConfig: { serviceUrl: new URL(MODAL_URL, location.href).href } };
  }

  function inFrame() {
    try {
      return global.parent !== global && !global.__POWERED_BY_QIANKUN__;
    } catch (_) {
      return true;
    }
  }

  function isNotice(data) {
    return data && data.type === 'notice' && data.name === 'modalViews' && Array.isArray(data.modelIds);
  }

  function mount(props) {
    var root = rootIn(props && props.container);
    if (!root) return Promise.resolve();
    var qiankun = Boolean(global.__POWERED_BY_QIANKUN__);
    var host = part(root, 'host');
    var zoom = part(root, 'zoom');
    var showViews = function (notice) {
      host.textContent = (qiankun ? '微应用' : '嵌入页面') + ' · 弹窗 ' + notice.modelIds.length + ' 个';
    };
    host.textContent = qiankun ? '微应用' : inFrame() ? '嵌入页面' : '独立页面';
    render(root);
    var entry = { root: root, timer: setInterval(render, 1000, root), stop: [] };

    var canAsk = qiankun ? Boolean(props && props.openModalView) : inFrame() && location.search.indexOf('view=modal') < 0;
    zoom.hidden = !canAsk;
    var onZoom = function () {
      if (qiankun) props.openModalView(modalConfig());
      else global.parent.postMessage({ type: 'modalViews', action: 'add', config: modalConfig() }, '*');
    };
    zoom.addEventListener('click', onZoom);
    entry.stop.push(function () {
      zoom.removeEventListener('click', onZoom);
    });

    if (qiankun && props.onModalViewsNotice) {
      entry.stop.push(props.onModalViewsNotice(showViews));
    } else if (inFrame()) {
      var onMessage = function (event) {
        if (event.source === global.parent && isNotice(event.data)) showViews(event.data);
      };
      global.addEventListener('message', onMessage);
      entry.stop.push(function () {
        global.removeEventListener('message', onMessage);
      });
    }
    mounted.push(entry);
    return Promise.resolve();
  }

  function unmount(props) {
    var root = rootIn(props && props.container);
    mounted = mounted.filter(function (entry) {
      if (root && entry.root !== root) return true;
      clearInterval(entry.timer);
      entry.stop.forEach(function (stop) {
        stop();
      });
      return false;
    });
    return Promise.resolve();
  }

  function bootstrap() {
    return Promise.resolve();
  }

  // The last global set by the entry script is what qiankun reads the lifecycles from.
  global.campusClock = { bootstrap: bootstrap, mount: mount, unmount: unmount };

  if (!global.__POWERED_BY_QIANKUN__) mount({});
})(window);
