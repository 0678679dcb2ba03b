export const messages = {
  zh: {
    translation: {
      attach: {
        link: '附件地址',
        domain: '附件域名',
        name: '附件名称',
        originalName: '附件原名',
        extension: '附件拓展名',
        size: '附件大小(KB)',
        upload: '上传',
        uploaded: '已上传 {{name}}',
        download: '下载',
      },
    },
  },
  en: {
    translation: {
      attach: {
        link: 'link',
        domain: 'domain',
        name: 'name',
        originalName: 'original name',
        extension: 'extension',
        size: 'size (KB)',
        upload: 'Upload',
        uploaded: 'Uploaded {{name}}',
        download: 'Download',
      },
    },
  },
};
