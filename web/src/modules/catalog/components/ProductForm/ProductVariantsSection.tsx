import { memo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { usesVariants, withOptions } from '../../productForm';
import { combinations, EMPTY_VARIANT, type OptionDraft, variantNameOf } from '../../variantMatrix';
import { FormSection } from './FormSection';
import type { ProductFormSection } from './formTypes';
import { ProductOptionsEditor } from './ProductOptionsEditor';
import { ProductPricingFields } from './ProductPricingFields';
import { ProductVariantTable } from './ProductVariantTable';

/**
 * Options and what the product sells at: the variant matrix once an option has values, one price
 * and stock before. Watches the options here, so typing elsewhere does not redraw the matrix.
 */
export const ProductVariantsSection = memo(function ProductVariantsSection(section: ProductFormSection) {
  const { form } = section;
  const options = useWatch({ control: form.control, name: 'options' });
  const [fillPrice, setFillPrice] = useState('');
  const variants = usesVariants({ options });

  const changeOptions = (next: OptionDraft[]) => {
    const patch = withOptions(form.getValues(), next, { ...EMPTY_VARIANT, price: fillPrice.trim() });
    const dirty = { shouldDirty: true } as const;
    form.setValue('options', patch.options, dirty);
    form.setValue('variants', patch.variants, dirty);
    form.setValue('price', patch.price, dirty);
    form.setValue('compareAtPrice', patch.compareAtPrice, dirty);
    form.setValue('stockQuantity', patch.stockQuantity, dirty);
    form.setValue('limited', patch.limited, dirty);
    form.clearErrors(['options', 'variants']);
    if (form.formState.isSubmitted) void form.trigger();
  };

  return (
    <>
      <FormSection
        title="Options"
        hint="Sizes, colors and the like. Each combination becomes a variant with its own price and stock."
      >
        <ProductOptionsEditor {...section} options={options} onChange={changeOptions} />
      </FormSection>
      <FormSection title={variants ? 'Variants' : 'Price and stock'}>
        {variants ? (
          <ProductVariantTable
            form={form}
            disabled={section.disabled}
            names={combinations(options).map(variantNameOf)}
            fillPrice={fillPrice}
            onFillPriceChange={setFillPrice}
          />
        ) : (
          <ProductPricingFields {...section} />
        )}
      </FormSection>
    </>
  );
});
