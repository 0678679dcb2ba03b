/**
 * A model in the modeler (bpmn-js, loaded when the drawer opens): its XML loaded from `detail`, saved
 * with `update` (the row version read, so a stale save is refused); a refused save's messages (the
 * gateway's bpmnlint and own checks) are shown on the elements they concern.
 */
import { ApiError } from '@lingxi/core';
import { type BpmnEditor, BpmnModeler, DetailDrawer, useSubmit } from '@lingxi/ui';
import { Button, Flex, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowModel, flowAdmin, modelApi } from '../flow/api';
import { flowModel } from './fields';

export function ModelDesigner({ model, onClose }: { model: FlowModel | undefined; onClose(): void }) {
  return (
    <DetailDrawer api={modelApi} id={model?.id} title="flowModel.designTitle" onClose={onClose} size={1100}>
      {(detail) => <Designer model={detail} />}
    </DetailDrawer>
  );
}

function Designer({ model }: { model: FlowModel }) {
  const { t } = useTranslation();
  const editor = useRef<BpmnEditor | null>(null);
  const [ready, setReady] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onReady = useCallback((ready: BpmnEditor) => {
    editor.current = ready;
    setReady(true);
  }, []);
  const save = useSubmit(
    async (_: undefined) => {
      const xml = await (editor.current as BpmnEditor).getXml();
      try {
        const saved = await flowAdmin.saveXml(model, xml);
        setRefusal(null);
        return saved;
      } catch (error) {
        if (error instanceof ApiError) setRefusal(error.message);
        throw error;
      }
    },
    { success: 'flowModel.saved', invalidates: [flowModel] },
  );
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>
          {model.name} ({model.modelKey})
        </Typography.Text>
        <Button
          type="primary"
          loading={save.busy}
          disabled={!ready}
          onClick={() => void save.submit(undefined)}
        >
          {t('flowModel.save')}
        </Button>
      </Flex>
      <BpmnModeler xml={model.xml ?? ''} refusal={refusal} onReady={onReady} height={560} />
    </Flex>
  );
}
